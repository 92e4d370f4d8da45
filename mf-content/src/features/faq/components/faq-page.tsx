import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageContainer, PageHeader, QueryState, outlinedSurface, type Faq } from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { useFaqs } from '../api/get-faqs';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.div`
  ${outlinedSurface}
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  text-align: left;
  background: none;
  border: 0;
  font: inherit;
  font-weight: 600;
  padding: 1rem 1.25rem;
  cursor: pointer;
  min-height: 44px;
  span[aria-hidden] {
    transition: transform 0.2s;
    font-size: 1.25rem;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(45deg);
  }
`;

const Answer = styled.div`
  padding: 0 1.25rem 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const FaqItem = ({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) => {
  const id = useId();
  return (
    <Item>
      <h2>
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {faq.questionTitle}
          <span aria-hidden="true">+</span>
        </Toggle>
      </h2>
      <Answer id={id} role="region" hidden={!open}>
        <SafeHtml html={faq.questionDescription} />
      </Answer>
    </Item>
  );
};

/** FAQ accordion (spec §2 "Other public pages"). */
export const FaqPage = () => {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('faq')} />
      <PageContainer>
        <QueryState
          query={faqs}
          isEmpty={({ data }) => data.length === 0}
          empty={t('content:faqEmpty')}
        >
          {({ data }) => (
            <List>
              {data.map((faq) => (
                <FaqItem
                  key={faq.id}
                  faq={faq}
                  open={openId === faq.id}
                  onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
                />
              ))}
            </List>
          )}
        </QueryState>
      </PageContainer>
    </>
  );
};
