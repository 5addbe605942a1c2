import { Code } from '@mantine/core';
import type { ReactNode } from 'react';

/** A two-column table of a block's or extrinsic's facts: label, value. */
export function FactTable({ rows, label }: { rows: readonly [string, ReactNode, string?][]; label: string }) {
  return (
    <table className="explorer-facts" aria-label={label}>
      <tbody>
        {rows.map(([name, value, field]) => (
          <tr key={name} data-field={field}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Hash = ({ value }: { value: string }) => <Code className="explorer-hash">{value}</Code>;
