import type { UserCertificate } from '@lms/shared';

/** The issuer's name as LinkedIn shows it on the learner's profile. */
export const ISSUER = 'İhracat Akademisi';

/**
 * LinkedIn's public "add to profile" address for a certification
 * (https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME…): the course's name, the
 * issuer, the month of issue, and the public verification page with the certificate's code.
 */
export const linkedInAddUrl = (certificate: UserCertificate): string => {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
};
