import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useDeferredValue, useId, type CSSProperties } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  data: readonly string[];
  size: MantineSize;
  'aria-label': string;
}

const classes = SegmentedControl.classes;

/**
 * Mantine's SegmentedControl, mounted one render after the screen around it. The control keeps its labels'
 * elements in state, set from ref callbacks while React commits; React renders such an update at once,
 * synchronously, after flushing every effect still pending. Mounted in a screen's first render, it pulled that
 * render's effects, a second render and its indicator's layout reads into the commit's task (on /dapp one
 * 200–260 ms task at 4× CPU slow-down). Until the deferred render (`useDeferredValue`'s initial value) it is the
 * markup the control renders before it has measured, which the prerendered HTML holds too (same classes and
 * variables, working radios), so nothing moves or changes when the real control takes over.
 */
export function DeferredSegmentedControl(props: Props) {
  const mounted = useDeferredValue(true, false);
  if (mounted) return <SegmentedControl {...props} data={[...props.data]} />;
  return <StaticSegmentedControl {...props} />;
}

function StaticSegmentedControl({ value, onChange, data, size, ...rest }: Props) {
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
