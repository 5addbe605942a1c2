// GenesisBuilder: preset_names, get_preset (JSON bytes), build_state (validates a config JSON).
import { PRESET_NAMES, buildGenesisStorage, genesisPreset } from '../genesis/build.ts';
import { metadataProvider } from '../metadata/provider.ts';
import { runtime } from '../runtime.ts';
import { bytes, option, result, str, unit, vec } from '../scale/index.ts';
import { api, method } from './api.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const enc = new TextEncoder();

export const GenesisBuilderApi = api(
  'GenesisBuilder',
  1,
  [
    method(
      'build_state',
      [['json', bytes]],
      result(unit, str),
      (_env, json) => {
        try {
          buildGenesisStorage(runtime(), JSON.parse(utf8.decode(json)), metadataProvider().atVersion(15)!);
          return { ok: true as const, value: undefined };
        } catch (e) {
          return { ok: false as const, error: (e as Error).message };
        }
      },
      [' Writes genesis storage from a full JSON genesis config; returns an error message if it is invalid.'],
    ),
    method(
      'get_preset',
      [['id', option(str)]],
      option(bytes),
      (_env, id) => {
        const name = id ?? 'development';
        if (!(PRESET_NAMES as readonly string[]).includes(name)) return undefined;
        return enc.encode(JSON.stringify(genesisPreset(runtime(), name)));
      },
      [' The JSON genesis config of preset `id` (development when None), or None for an unknown preset.'],
    ),
    method('preset_names', [], vec(str), () => [...PRESET_NAMES], [
      ' Names of the genesis presets `get_preset` accepts.',
    ]),
  ],
  [' Genesis presets and building genesis storage from JSON.'],
);
