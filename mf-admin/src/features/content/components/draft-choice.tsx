import styled from 'styled-components';

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    margin-right: 1.25rem;
  }
`;

interface DraftChoiceProps {
  legend: string;
  name: string;
  isDraft: boolean;
  onChange: (isDraft: boolean) => void;
  draftLabel: string;
  publishLabel: string;
}

/** Draft or published, as two radio buttons (a blog post's or a gallery's state). */
export const DraftChoice = ({
  legend,
  name,
  isDraft,
  onChange,
  draftLabel,
  publishLabel,
}: DraftChoiceProps) => (
  <Choice>
    <legend>{legend}</legend>
    <label>
      <input type="radio" name={name} checked={isDraft} onChange={() => onChange(true)} />
      {draftLabel}
    </label>
    <label>
      <input type="radio" name={name} checked={!isDraft} onChange={() => onChange(false)} />
      {publishLabel}
    </label>
  </Choice>
);
