import assert from './support/assert';
import { describe, it } from 'node:test';
import { MAX_PARTICIPANTS } from '@lms/shared/contracts';
import { ConfigError, loadConfig } from '../src/config';

// The API's settings are read in one place and checked at start, with every problem
// named at once.

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe('configuration', () => {
  it('names every wrong value at once', () => {
    const message = problemsOf({
      PLATFORM_URL: 'platform.example',
      SMTP_URL: 'http://mail.example',
      MAIL_MAX_ATTEMPTS: '2.5',
      MAIL_POLL_SECONDS: '0.1',
      AUTH_RATE_LIMIT_LOGIN_IP: '-1',
      API_INSTANCES: '2',
      JWT_TTL_SECONDS: 'week',
      ADMIN_KEY: 'short',
    });
    assert.match(message, /JWT_TTL_SECONDS must be a positive number/);
    assert.match(message, /ADMIN_KEY must have 16\+ characters/);
    assert.match(message, /PLATFORM_URL must be a http: or https: URL/);
    assert.match(message, /SMTP_URL must be a smtp: or smtps: URL/);
    assert.match(message, /MAIL_MAX_ATTEMPTS must be a whole number/);
    assert.match(message, /MAIL_POLL_SECONDS must be a number of at least 0.5/);
    assert.match(message, /AUTH_RATE_LIMIT_LOGIN_IP must be a positive number/);
    assert.match(message, /API_INSTANCES=2 needs DATABASE_URL/);
  });

  it('production needs the site address, and warns when mail would only reach a folder', () => {
    const secret = 's'.repeat(40);
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'simulated',
      JWT_SECRET: secret,
      MEDIA_LINK_SECRET: secret,
      PAYMENT_SECRET: secret,
    };
    assert.match(problemsOf(production), /PLATFORM_URL .* must be set in production/);
    const config = loadConfig({ ...production, PLATFORM_URL: 'https://akademi.example/' });
    assert.equal(config.platformUrl, 'https://akademi.example');
    assert.ok(config.warnings.some((warning) => /SMTP_URL/.test(warning)));
    const withSmtp = loadConfig({
      ...production,
      PLATFORM_URL: 'https://akademi.example',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
    });
    assert.equal(withSmtp.mail.smtpUrl, 'smtps://user:pass@smtp.example:465');
    assert.ok(!withSmtp.warnings.some((warning) => /SMTP_URL/.test(warning)));
  });

  it('reads the mail worker and limits from the environment, with defaults', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.platformUrl, 'http://localhost:3000');
    assert.equal(defaults.mail.queue.maxAttempts, 8);
    assert.equal(defaults.limits.auth.backoff.waitFromFailure, 5);
    const set = loadConfig({
      MAIL_POLL_SECONDS: '0.5',
      MAIL_RETRY_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '4',
      MAIL_QUOTA_PER_ADDRESS: '5',
      AUTH_LOGIN_BACKOFF_AFTER: '3',
      SUBSCRIBE_RATE_LIMIT_IP: '7',
    });
    assert.equal(set.mail.queue.pollSeconds, 0.5);
    assert.equal(set.mail.queue.retrySeconds, 0);
    assert.equal(set.mail.queue.maxAttempts, 4);
    assert.equal(set.mail.quota.max, 5);
    assert.equal(set.limits.auth.backoff.waitFromFailure, 3);
    assert.equal(set.limits.subscribe.perIp, 7);
  });

  it('lets a buyer check a list of 50 uploaded participants against a basket of four courses', () => {
    // The cart checks each uploaded person against each course of the basket.
    const { max } = loadConfig({}).checkout.partyCheckLimit;
    assert.ok(max >= MAX_PARTICIPANTS * 4, `PARTY_CHECK_LIMIT default ${max}`);
    assert.equal(loadConfig({ PARTY_CHECK_LIMIT: '30' }).checkout.partyCheckLimit.max, 30);
  });
});
