/**
 * Back-office commands: `npm run -w @lms/api admin -- <command>`.
 *
 *   confirm-transfer <reference>   a bank transfer with this reference code has arrived:
 *                                  complete its order and enrol the buyer and participants
 *   list-transfers                 orders still waiting for their bank transfer, and those that
 *                                  expired within the grace period (TRANSFER_GRACE_DAYS, 14)
 *   revoke-certificate <code> <reason>
 *                                  revokes a certificate issued by mistake: from then on its
 *                                  verification page says it was revoked, and when
 *   create-staff <e-mail> <role>   gives an account a staff role (admin, editor, finance): the
 *                                  first admin of a production install. An address without an
 *                                  account gets one, with a one-time password printed here.
 *   import-members <association> <file.csv>
 *                                  adds the tax numbers of a CSV (one a row) to the member list of
 *                                  an association (ihkib, ithib): their corporate accounts pay
 *                                  the member price. Prints how many were added, already there,
 *                                  and the rows refused with their numbers.
 *
 * The command talks to the running API (API_URL, default http://127.0.0.1:$API_PORT|$PORT|4000)
 * with the admin key (ADMIN_KEY or api/data/admin-key). When no API answers, it opens the
 * database itself (DATABASE_URL or PGLITE_DIR, as the API would).
 */
import { readAdminKey } from './admin-key';
import { readConfig } from './config';

const [command, argument, secondArgument, ...moreArguments] = process.argv.slice(2);
const settings = readConfig();
const apiUrl = settings.adminApiUrl;

const usage = () => {
  console.error(
    'Usage: npm run -w @lms/api admin -- confirm-transfer <reference>\n' +
      '       npm run -w @lms/api admin -- list-transfers\n' +
      '       npm run -w @lms/api admin -- revoke-certificate <code> <reason>\n' +
      '       npm run -w @lms/api admin -- create-staff <e-mail> <admin|editor|finance>\n' +
      '       npm run -w @lms/api admin -- import-members <ihkib|ithib> <file.csv>',
  );
  process.exit(2);
};

type Envelope = { success: boolean; message?: string; data?: unknown };

/** The running API's answer, or null when none is listening. */
async function callApi(
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<Envelope | null> {
  const key = readAdminKey();
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        'x-admin-key': key ?? '',
        'accept-language': 'tr',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as Envelope;
  return { ...body, success: response.ok && body.success !== false };
}

/** Whether an API answers at API_URL. */
async function apiAnswers(): Promise<boolean> {
  try {
    await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

/** Without a running API: the same app over the database directly, for one command. */
async function withApp<T>(
  run: (app: Awaited<ReturnType<typeof import('./app').buildApp>>) => Promise<T>,
): Promise<T> {
  const { createDb } = await import('./db');
  const { buildApp } = await import('./app');
  const { loadConfig } = await import('./config');
  const database = await createDb({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: apiUrl,
    logger: false,
    config: loadConfig(),
  });
  try {
    return await run(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Without a running API: the same checkout service over the database directly. */
const withDatabase = <T>(
  run: (checkout: import('./services/checkout').CheckoutService) => Promise<T>,
): Promise<T> => withApp((app) => run(app.checkout));

async function confirmTransfer(reference: string) {
  const viaApi = await callApi(
    'POST',
    `/v1/admin/transfers/${encodeURIComponent(reference)}/confirm`,
  );
  if (viaApi) {
    if (!viaApi.success) {
      console.error(`✗ ${viaApi.message ?? 'İşlem başarısız.'}`);
      process.exit(1);
    }
    const data = viaApi.data as { trackingId: string; total: number };
    console.log(`✓ ${viaApi.message} Sipariş ${data.trackingId}, tutar ${data.total} TL.`);
    return;
  }
  const confirmed = await withDatabase((checkout) => checkout.confirmTransfer(reference));
  if (!confirmed) {
    console.error(`✗ "${reference}" referans koduyla ödeme bekleyen bir havale/EFT siparişi yok.`);
    process.exit(1);
  }
  const { order, outcome } = confirmed;
  if (outcome === 'refunded') {
    console.log(
      `! Sipariş ${order.trackingId} tamamlanmadı: bir katılımcı eğitime zaten kayıtlı. ${order.total} TL iade edilmeli.`,
    );
    return;
  }
  console.log(`✓ Havale/EFT onaylandı: sipariş ${order.trackingId}, tutar ${order.total} TL.`);
}

async function listTransfers() {
  const viaApi = await callApi('GET', '/v1/admin/transfers');
  const rows = viaApi
    ? viaApi.success
      ? (viaApi.data as {
          trackingId: string;
          referenceCode: string;
          status: string;
          total: number;
          email: string;
        }[])
      : (console.error(`✗ ${viaApi.message}`), process.exit(1))
    : await withDatabase((checkout) => checkout.awaitingTransfers());
  if (rows.length === 0) console.log('Ödeme bekleyen havale/EFT siparişi yok.');
  for (const row of rows) {
    // An expired order can still take its money within the grace period (TRANSFER_GRACE_DAYS).
    const late =
      row.status === 'expired' ? '  (süresi doldu; ödeme gelirse yine onaylanabilir)' : '';
    console.log(`${row.referenceCode}  ${row.trackingId}  ${row.total} TL  ${row.email}${late}`);
  }
}

/**
 * Gives an account a staff role, straight in the database (there may be no admin yet to ask
 * the API), and writes it to the audit log as the CLI's doing.
 */
async function createStaff(email: string, role: string) {
  const { isStaffRole, EMAIL_PATTERN } = await import('@lms/shared/contracts');
  if (!isStaffRole(role)) {
    console.error(`✗ Rol admin, editor ya da finance olmalı ("${role}" değil).`);
    process.exit(2);
  }
  const address = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address)) {
    console.error(`✗ "${email}" geçerli bir e-posta adresi değil.`);
    process.exit(2);
  }
  // The embedded database belongs to one process: with the API running on it, opening it here
  // too could damage it. A PostgreSQL server (DATABASE_URL) takes both.
  if (!settings.databaseUrl && (await apiAnswers())) {
    console.error(
      `✗ ${apiUrl} adresindeki API gömülü veritabanını kullanıyor. Önce API'yi durdurun ` +
        '(npm start için Ctrl+C), sonra komutu yeniden çalıştırın.',
    );
    process.exit(1);
  }
  const { createDb } = await import('./db');
  const { grantStaffRole } = await import('./services/staff-accounts');
  const database = await createDb({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const granted = await grantStaffRole(database.db, address, role);
    if (granted.password) {
      console.log(`✓ ${address} hesabı açıldı ve ${role} rolü verildi.`);
      console.log(`  Tek kullanımlık parola: ${granted.password}`);
      console.log('  İlk girişten sonra Hesabım > Şifre Değiştir ile değiştirin.');
    } else {
      console.log(`✓ ${address} hesabına ${role} rolü verildi.`);
    }
  } finally {
    await database.close();
  }
}

/**
 * Revokes a certificate through the staff API, so the rules and the audit entry are
 * the API's; without a running API, through the same route of an app over the database.
 */
async function revokeCertificate(code: string, reason: string) {
  const path = `/v1/admin/certificates/${encodeURIComponent(code)}/revoke`;
  let answer = await callApi('POST', path, { reason });
  answer ??= await withApp(async (app) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'x-admin-key': readAdminKey() ?? '', 'accept-language': 'tr' },
      payload: { reason },
    });
    const body = response.json<Envelope>();
    return { ...body, success: response.statusCode < 300 && body.success !== false };
  });
  if (!answer.success) {
    console.error(`✗ ${answer.message ?? 'İşlem başarısız.'}`);
    process.exit(1);
  }
  console.log(`✓ ${answer.message} (${code})`);
}

/**
 * Imports an association's member list from a CSV file through the staff API: the
 * same parser, counts and audit entry as the back office's page.
 */
async function importMembers(code: string, file: string) {
  const { readFileSync } = await import('node:fs');
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch {
    console.error(`✗ "${file}" okunamadı.`);
    process.exit(2);
  }
  const path = `/v1/admin/associations/${encodeURIComponent(code)}/members/import`;
  let answer = await callApi('POST', path, { csv });
  answer ??= await withApp(async (app) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'x-admin-key': readAdminKey() ?? '', 'accept-language': 'tr' },
      payload: { csv },
    });
    const body = response.json<Envelope>();
    return { ...body, success: response.statusCode < 300 && body.success !== false };
  });
  if (!answer.success) {
    console.error(`✗ ${answer.message ?? 'İşlem başarısız.'}`);
    process.exit(1);
  }
  const result = answer.data as import('@lms/shared/contracts').MemberImportResult;
  console.log(
    `✓ ${code}: ${result.added} eklendi, ${result.alreadyThere} zaten listedeydi, ` +
      `${result.invalid.length} geçersiz.`,
  );
  for (const row of result.invalid) {
    console.log(`  satır ${row.row}: "${row.value}" 10 ya da 11 haneli bir vergi numarası değil`);
  }
}

if (command === 'confirm-transfer' && argument) await confirmTransfer(argument);
else if (command === 'import-members' && argument && secondArgument) {
  await importMembers(argument, secondArgument);
} else if (command === 'revoke-certificate' && argument && secondArgument) {
  await revokeCertificate(argument, [secondArgument, ...moreArguments].join(' '));
} else if (command === 'create-staff' && argument && secondArgument) {
  await createStaff(argument, secondArgument);
} else if (command === 'list-transfers') await listTransfers();
else usage();
