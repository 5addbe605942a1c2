// The schema the store created before its Kysely migrations, verbatim from the former migrations.ts (SQLite,
// recorded as PRAGMA user_version = 1) and postgres-migrations.ts (recorded in lumi_schema_migrations): the
// upgrade tests build a database as the old code left it and open it with today's store.

export const LEGACY_SQLITE_SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE blocks (number INTEGER PRIMARY KEY, hash TEXT NOT NULL, timestamp INTEGER NOT NULL);
  CREATE TABLE activity (
    account TEXT NOT NULL, block INTEGER NOT NULL, event_index INTEGER NOT NULL,
    extrinsic_index INTEGER, kind TEXT NOT NULL, direction TEXT, asset TEXT, amount TEXT,
    counterparty TEXT, details TEXT,
    PRIMARY KEY (account, block, event_index)
  ) WITHOUT ROWID;
  CREATE INDEX activity_block ON activity (block);
  CREATE TABLE pools (
    lp_token INTEGER PRIMARY KEY, asset1 TEXT NOT NULL, asset2 TEXT NOT NULL, account TEXT NOT NULL,
    first_block INTEGER NOT NULL
  );
  CREATE TABLE pool_snapshots (
    lp_token INTEGER NOT NULL, block INTEGER NOT NULL, reserve1 TEXT NOT NULL, reserve2 TEXT NOT NULL,
    lp_supply TEXT NOT NULL, lp_fee INTEGER NOT NULL,
    PRIMARY KEY (lp_token, block)
  ) WITHOUT ROWID;
  CREATE TABLE swaps (
    lp_token INTEGER NOT NULL, block INTEGER NOT NULL, event_index INTEGER NOT NULL, hop INTEGER NOT NULL,
    side_in INTEGER NOT NULL, amount_in TEXT NOT NULL, amount_out TEXT NOT NULL, lp_fee INTEGER NOT NULL,
    PRIMARY KEY (lp_token, block, event_index, hop)
  ) WITHOUT ROWID;
  CREATE TABLE forex_updates (
    currency TEXT NOT NULL, block INTEGER NOT NULL, rate TEXT NOT NULL, feed_timestamp INTEGER NOT NULL,
    sender TEXT,
    PRIMARY KEY (currency, block)
  ) WITHOUT ROWID;
  CREATE TABLE feeder_submissions (
    tx_hash TEXT PRIMARY KEY, block_hash TEXT NOT NULL, block INTEGER NOT NULL, source TEXT NOT NULL,
    sender TEXT NOT NULL, rates TEXT NOT NULL, at INTEGER NOT NULL
  );
  CREATE INDEX feeder_submissions_block ON feeder_submissions (block);
  CREATE TABLE faucet_grants (
    id INTEGER PRIMARY KEY AUTOINCREMENT, address TEXT NOT NULL, ip TEXT NOT NULL, at INTEGER NOT NULL,
    status TEXT NOT NULL, tx_hashes TEXT
  );
  CREATE INDEX faucet_grants_address ON faucet_grants (address, at);
  CREATE INDEX faucet_grants_ip ON faucet_grants (ip, at);
  `;

export const LEGACY_POSTGRES_SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE blocks (number BIGINT PRIMARY KEY, hash TEXT NOT NULL, timestamp BIGINT NOT NULL);
  CREATE TABLE activity (
    account TEXT NOT NULL, block BIGINT NOT NULL, event_index INTEGER NOT NULL,
    extrinsic_index INTEGER, kind TEXT NOT NULL, direction TEXT, asset TEXT, amount NUMERIC(39, 0),
    counterparty TEXT, details JSON,
    PRIMARY KEY (account, block, event_index)
  );
  CREATE INDEX activity_block ON activity (block);
  CREATE TABLE pools (
    lp_token BIGINT PRIMARY KEY, asset1 TEXT NOT NULL, asset2 TEXT NOT NULL, account TEXT NOT NULL,
    first_block BIGINT NOT NULL
  );
  CREATE TABLE pool_snapshots (
    lp_token BIGINT NOT NULL, block BIGINT NOT NULL, reserve1 NUMERIC(39, 0) NOT NULL,
    reserve2 NUMERIC(39, 0) NOT NULL, lp_supply NUMERIC(39, 0) NOT NULL, lp_fee INTEGER NOT NULL,
    PRIMARY KEY (lp_token, block)
  );
  CREATE TABLE swaps (
    lp_token BIGINT NOT NULL, block BIGINT NOT NULL, event_index INTEGER NOT NULL, hop INTEGER NOT NULL,
    side_in SMALLINT NOT NULL, amount_in NUMERIC(39, 0) NOT NULL, amount_out NUMERIC(39, 0) NOT NULL,
    lp_fee INTEGER NOT NULL,
    PRIMARY KEY (lp_token, block, event_index, hop)
  );
  CREATE TABLE forex_updates (
    currency TEXT NOT NULL, block BIGINT NOT NULL, rate NUMERIC(39, 0) NOT NULL,
    feed_timestamp BIGINT NOT NULL, sender TEXT,
    PRIMARY KEY (currency, block)
  );
  CREATE TABLE feeder_submissions (
    tx_hash TEXT PRIMARY KEY, block_hash TEXT NOT NULL, block BIGINT NOT NULL, source TEXT NOT NULL,
    sender TEXT NOT NULL, rates JSON NOT NULL, at BIGINT NOT NULL
  );
  CREATE INDEX feeder_submissions_block ON feeder_submissions (block);
  CREATE TABLE faucet_grants (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, address TEXT NOT NULL, ip TEXT NOT NULL,
    at BIGINT NOT NULL, status TEXT NOT NULL, tx_hashes JSON
  );
  CREATE INDEX faucet_grants_address ON faucet_grants (address, at);
  CREATE INDEX faucet_grants_ip ON faucet_grants (ip, at);
  `;
