/** The SMS sign-in's tables (and the phone on accounts it signs in by): one step of db/schema.ts's migrations. */
export const SMS_MIGRATION = `
  -- A staff member's mobile (E.164: +85291234567, +8613800138000) for SMS sign-in; one account per phone.
  ALTER TABLE accounts ADD COLUMN phone TEXT;
  CREATE UNIQUE INDEX accounts_by_phone ON accounts (phone) WHERE phone IS NOT NULL;

  -- Every code asked for, sent or not: the cool-down, the daily cap, the check and the support look-up read it.
  CREATE TABLE sms_codes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    phone      TEXT    NOT NULL,
    scene      TEXT    NOT NULL,
    account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
    -- HMAC-SHA256 of the code under this run's secret, never the code; NULL when the phone holds no account and so
    -- nothing was sent (the ask still counts, so the answers never tell which phones have accounts).
    code_hash  TEXT,
    -- The code's last two digits, for support to match the text a caller reads out.
    code_tail  TEXT    NOT NULL DEFAULT '',
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- Wrong tries; at SMS_CODE_MAX_ATTEMPTS the code is void.
    attempts   INTEGER NOT NULL DEFAULT 0,
    used_at    INTEGER,
    -- Set when a newer code for the same phone and scene replaced it.
    replaced_at INTEGER
  );
  CREATE INDEX sms_codes_by_phone ON sms_codes (phone, scene, sent_at);

  -- Every support look-up of a phone's codes: who, when, which phone, how many codes it showed.
  CREATE TABLE sms_lookup_log (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    actor TEXT    NOT NULL,
    at    INTEGER NOT NULL,
    phone TEXT    NOT NULL,
    found INTEGER NOT NULL
  );
  CREATE INDEX sms_lookup_log_by_at ON sms_lookup_log (at, id);
`;
