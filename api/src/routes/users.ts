import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CourseTypeId,
  changePasswordSchema,
  consentsResponseSchema,
  deleteAccountSchema,
  envelope,
  myDataSchema,
  updateConsentsSchema,
  userCertificateSchema,
  userCoursesResponseSchema,
  userProfileResponseSchema,
  userProfileSchema,
} from '@lms/shared/contracts';
import { currentUserId } from '../lib/auth';
import { refusingCommonPasswords } from '../lib/common-passwords';
import { ok, type ZodTypeProvider } from '../lib/http';
import { localeFrom, translate } from '../i18n/messages';
import { contentLocaleOf } from '../i18n/content-locale';
import type { UserRow } from '../repositories/users';

const changePasswordBody = refusingCommonPasswords(changePasswordSchema, 'newPassword');

const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);

/** The profile as the account screens read it (spec §3 "User profile"). */
const profileOf = (user: UserRow) => ({
  name: user.name,
  surname: user.surname,
  citizenId: user.citizenId,
  email: user.email,
  mobilePhone: user.phone,
  taxNumber: user.taxNumber,
  taxOffice: user.taxOffice,
  companyName: user.companyName,
  permitEmail: user.permitEmail,
  permitSms: user.permitSms,
  isCorporate: user.isCorporate,
  address: user.address,
  emailVerified: user.emailVerifiedAt !== null,
  role: user.role,
});

/** The account area's calls (spec §7): profile, password, and the user's own courses. */
export const userRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a bad token is a 401 before the body is even validated.
  const guarded = { onRequest: app.requireUser };

  const profileResponse = { 200: envelope(userProfileResponseSchema) };

  app.get(
    '/v1/users/getuserprofile',
    { ...guarded, schema: { response: profileResponse } },
    async (request) => ok(profileOf(await app.users.account(currentUserId(request)))),
  );

  app.put(
    '/v1/users/updateprofile',
    { ...guarded, schema: { body: userProfileSchema, response: profileResponse } },
    async (request) => {
      const saved = await app.users.updateProfile(
        currentUserId(request),
        request.body,
        localeOf(request),
      );
      return ok(
        profileOf(saved.user),
        translate(
          saved.emailChange ? 'emailChangeSent' : 'successfullUpdateMessage',
          localeOf(request),
        ),
      );
    },
  );

  app.put(
    '/v1/users/changepassword',
    {
      ...guarded,
      schema: {
        body: changePasswordBody,
        response: { 200: envelope(z.object({ token: z.string() })) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      // Every session ends with the old password; this device goes on with a new token.
      const token = await app.users.changePassword(
        currentUserId(request),
        currentPassword,
        newPassword,
        request.headers['user-agent'],
      );
      return ok({ token }, translate('changePasswordSuccessfull', localeOf(request)));
    },
  );

  // Listed with the course calls in spec §7, but it is the account area's "My courses".
  // `courseTypeId` names the course type whose courses have a videos page (spec §2: type 1).
  app.get(
    '/v1/courses/getusercourses',
    { ...guarded, schema: { response: { 200: userCoursesResponseSchema } } },
    async (request) => ({
      ...ok(await app.users.courses(currentUserId(request), contentLocaleOf(request))),
      courseTypeId: CourseTypeId.online,
    }),
  );

  // `#/account/certificates` lists them with their PDF and verification links.
  app.get(
    '/v1/users/getusercertificates',
    { ...guarded, schema: { response: { 200: envelope(z.array(userCertificateSchema)) } } },
    async (request) =>
      ok(await app.users.certificates(currentUserId(request), contentLocaleOf(request))),
  );

  // KVKK in the account: the consents in force and their history, changed here.
  const consentsResponse = { 200: envelope(consentsResponseSchema) };
  app.get(
    '/v1/users/getconsents',
    { ...guarded, schema: { response: consentsResponse } },
    async (request) => ok(await app.privacy.consents(currentUserId(request))),
  );

  app.put(
    '/v1/users/updateconsents',
    { ...guarded, schema: { body: updateConsentsSchema, response: consentsResponse } },
    async (request) =>
      ok(
        await app.privacy.updateConsents(currentUserId(request), request.body, localeOf(request)),
        translate('consentsSaved', localeOf(request)),
      ),
  );

  // Download my data: one JSON file of everything kept about the person.
  app.get(
    '/v1/users/downloadmydata',
    { ...guarded, schema: { response: { 200: myDataSchema } } },
    async (request, reply) => {
      const data = await app.privacy.myData(currentUserId(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="my-data-${day}.json"`)
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  // Delete my account: the password again; refused (409) for staff and unpaid orders.
  app.post(
    '/v1/users/deleteaccount',
    { ...guarded, schema: { body: deleteAccountSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await app.privacy.deleteAccount(currentUserId(request), request.body.password);
      return ok(null, translate('accountDeleted', localeOf(request)));
    },
  );
};
