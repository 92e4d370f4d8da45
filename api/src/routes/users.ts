import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CourseTypeId,
  changePasswordSchema,
  envelope,
  userCoursesResponseSchema,
  userProfileResponseSchema,
  userProfileSchema,
} from '@lms/shared/contracts';
import { currentUserId } from '../lib/auth';
import { refusingCommonPasswords } from '../lib/common-passwords';
import { signedIn } from './auth';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { localeFrom, translate } from '../i18n/messages';
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
});

/** The account area's calls (spec §7): profile, password, and the user's own courses. */
export const userRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a bad token is a 401 before the body is even validated.
  const guarded = { onRequest: app.requireUser };

  /** The signed-in user; a token of a deleted account is treated as an expired session. */
  const me = async (request: FastifyRequest) => {
    const user = await app.repos.users.findById(currentUserId(request));
    if (!user) throw new HttpError(401, 'sessionExpired');
    return user;
  };

  const profileResponse = { 200: envelope(userProfileResponseSchema) };

  app.get(
    '/v1/users/getuserprofile',
    { ...guarded, schema: { response: profileResponse } },
    async (request) => ok(profileOf(await me(request))),
  );

  app.put(
    '/v1/users/updateprofile',
    { ...guarded, schema: { body: userProfileSchema, response: profileResponse } },
    async (request) => {
      const user = await me(request);
      const { mobilePhone, ...rest } = request.body;
      const updated = await app.repos.users.updateProfile(user.id, {
        ...rest,
        phone: mobilePhone.replace(/\s/g, ''),
      });
      if (!updated.saved) throw new HttpError(409, 'emailTakenByAnother');
      const fresh = await me(request);
      // A new address must be proven before anything held for it is handed over.
      if (updated.emailChanged) await app.verification.send(fresh);
      return ok(profileOf(fresh), translate('successfullUpdateMessage', localeOf(request)));
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
      const user = await me(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        // 400, not 401: a wrong current password must not end the session.
        throw new HttpError(400, 'currentPasswordWrong');
      }
      await app.repos.users.setPassword(user.id, await hashPassword(newPassword));
      // Every older session ends with the old password; this one goes on with a new token.
      return ok(
        { token: signedIn(user).token },
        translate('changePasswordSuccessfull', localeOf(request)),
      );
    },
  );

  // Listed with the course calls in spec §7, but it is the account area's "My courses".
  // `courseTypeId` names the course type whose courses have a videos page (spec §2: type 1).
  app.get(
    '/v1/courses/getusercourses',
    { ...guarded, schema: { response: { 200: userCoursesResponseSchema } } },
    async (request) => {
      const user = await me(request);
      const courses = await app.repos.users.listCourses(user.id);
      const progress = await app.repos.learning.courseProgress(
        user.id,
        courses.map((course) => course.id),
      );
      return {
        ...ok(courses.map((course) => ({ ...course, progress: progress.get(course.id)! }))),
        courseTypeId: CourseTypeId.online,
      };
    },
  );
};
