import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useId, type CSSProperties } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  data: readonly string[];
  size: MantineSize;
  'aria-label': string;
}

const classes = SegmentedControl.classes;

/**
 * Mantine's SegmentedControl as plain markup: its classes, variables and native radios, without the floating
 * indicator it measures. SegmentedControl keeps its labels' elements in state, set from ref callbacks while
 * React commits; React renders such an update at once, synchronously, after flushing every effect still pending.
 * On /dapp's first screen that pulled the first render's effects, a second render and the indicator's layout
 * reads into the commit's task (one 200–260 ms task at 4× CPU slow-down); mounted a render later, it still made
 * a 140 ms task of its own. Mantine's stylesheet draws the active segment itself until the indicator has
 * measured (`[data-active]::before`), which is what the server-rendered control shows, so this looks the same;
 * what it lacks is the indicator's slide from one segment to the other.
 */
export function StaticSegmentedControl({ value, onChange, data, size, ...rest }: Props) {
  const name = useId();
  // What SegmentedControl's variables resolver writes for a size and no colour.
  const style = {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    '--sc-padding': `var(--sc-padding-${size})`,
    '--sc-font-size': `var(--mantine-font-size-${size})`,
  } as CSSProperties;
  return (
    <div
      style={style}
      className={`${classes.root} mantine-SegmentedControl-root`}
      data-size={size}
      data-with-items-borders="true"
      aria-label={rest['aria-label']}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item === value;
        const id = `${name}-${item}`;
        return (
          <div
            key={item}
            className={`${classes.control} mantine-SegmentedControl-control`}
            data-active={active || undefined}
          >
            <input
              className={`${classes.input} mantine-SegmentedControl-input`}
              type="radio"
              id={id}
              data-focus-ring="auto"
              name={name}
              value={item}
              checked={active}
              onChange={() => onChange(item)}
            />
            <label
              className={`${classes.label} mantine-SegmentedControl-label`}
              data-active={active || undefined}
              htmlFor={id}
            >
              <span className={`${classes.innerLabel} mantine-SegmentedControl-innerLabel`}>{item}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
