import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '@lms/shared';
import notFoundImage from '../assets/404.svg';

const Centered = styled(PageContainer)`
  text-align: center;
  img {
    width: min(420px, 90%);
    height: auto;
    aspect-ratio: 420 / 240;
  }
`;

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Centered>
      <img src={notFoundImage} alt="404" width={420} height={240} />
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to="/">{t('backToHome')}</Link>
    </Centered>
  );
};
