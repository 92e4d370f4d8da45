import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
  type Faq,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { useFaqs } from '../api/get-faqs';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.div`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
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
const FaqList = () => {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const [openId, setOpenId] = useState<number | null>(null);

  if (faqs.isPending) return <Spinner label={t('loading')} />;
  if (faqs.isError) return <ErrorMessage error={faqs.error} />;
  if (faqs.data.data.length === 0) return <EmptyState>{t('content:faqEmpty')}</EmptyState>;
  return (
    <List>
      {faqs.data.data.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          open={openId === faq.id}
          onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
        />
      ))}
    </List>
  );
};

export const FaqPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('faq')} />
      <PageContainer>
        <FaqList />
      </PageContainer>
    </>
  );
};
