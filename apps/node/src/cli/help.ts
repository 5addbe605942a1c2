export const RUN_HELP = `lumi-node — a Substrate-compatible dev chain in TypeScript

USAGE:
    lumi-node [OPTIONS]
    lumi-node build-spec [--chain <CHAIN>] [--raw]
    lumi-node purge-chain [--chain <CHAIN>] [--base-path <PATH>] [-y]

OPTIONS:
    --dev                          Development chain: --chain dev, all RPC origins, the dev_* RPC controls,
                                   temporary data unless --base-path
    --chain <CHAIN>                dev | local | asset-hub-dev | path to a chain spec JSON file
                                   [default: local, or dev with --dev]
    -d, --base-path <PATH>         Data directory [default: $XDG_DATA_HOME/lumi-node or ~/.local/share/lumi-node]
    --tmp                          Use a temporary directory removed on exit
    --name <NAME>                  Node name shown in the logs
    --rpc-port <PORT>              JSON-RPC port for WebSocket and HTTP [default: 9944; 0 picks a free port]
    --rpc-cors <ORIGINS>           all | none | comma-separated origins allowed to connect
    --rpc-external                 Listen on all interfaces instead of 127.0.0.1
    --rpc-methods <auto|safe|unsafe>   Serve unsafe methods (keystore, offchain storage, peers, block
                                   stats); auto: only when listening on 127.0.0.1 [default: auto]
    --rpc-max-connections <N>      Maximum concurrent RPC connections [default: 100]
    --rpc-max-connections-per-ip <N>   Maximum concurrent RPC connections from one IP address [default: 20]
    --rpc-rate-limit <N>           Calls per minute per connection; a call over it waits for a slot and is
                                   refused (-32999) after 10 tries [default: no limit]
    --rpc-max-subscriptions-per-connection <N>   [default: 1024]
    --rpc-max-request-size <MB>    Maximum request (frame) size in MiB [default: 15]
    --rpc-max-response-size <MB>   Maximum response size in MiB [default: 15]
    --rpc-max-batch-request-len <N>   Maximum calls in one batch [default: 1000]
    --sealing <instant|manual|MS>  Author a block as soon as transactions are ready, only on dev_newBlock
                                   (manual), or every MS milliseconds (empty blocks included) [default: instant]
    --block-time <MS>              A block every MS milliseconds, empty or not (same as --sealing MS)
    --finality-delay <MS>          Finalize each block this long after importing it (0 = at once) [default: 2000]
    --finality-lag-blocks <N>      Instead: finalize a block once N blocks are built on it (0 = at once)
    --enable-dev-rpc               Serve the dev_* controls (dev_newBlock, dev_setStorage, ...) without --dev
    --pool-limit <N>               Maximum transactions in the pool [default: 8192]
    --pool-kbytes <KB>             Maximum total size of pooled transactions [default: 20480]
    --state-pruning <MODE>         archive | archive-canonical | <N>: keep every block's state, or only that of
                                   the last N finalized blocks (and unfinalized ones). Set when the database is
                                   created; later only N may change [default: archive with --dev, else 256]
    --state-cache-size <SIZE>      State kept in memory (values and trie nodes), in bytes or with KiB/MiB/GiB [default: 128MiB]
    -h, --help                     Print help
    -V, --version                  Print version
`;

export const BUILD_SPEC_HELP = `lumi-node build-spec — print the chain specification as JSON

USAGE:
    lumi-node build-spec [--dev | --chain <CHAIN>] [--raw]

OPTIONS:
    --chain <CHAIN>   dev | local | asset-hub-dev | path to a chain spec JSON file
    --raw             Print the genesis storage as raw key/value pairs
`;

export const PURGE_HELP = `lumi-node purge-chain — remove the chain's database

USAGE:
    lumi-node purge-chain [--dev | --chain <CHAIN>] [--base-path <PATH>] [-y]

OPTIONS:
    -y, --yes   Do not ask for confirmation
`;
