import { Text, type TextProps } from '@mantine/core';
import { formatChange } from './score-format';
import classes from './ScoreChange.module.css';

/** A score change with its sign: a fall in red, a rise in green. */
export function ScoreChangeText({
  value,
  ...props
}: { value: number | null | undefined } & TextProps) {
  const cls = value == null || value === 0 ? undefined : value < 0 ? classes.fall : classes.rise;
  return (
    <Text size="sm" className={cls} {...props}>
      {formatChange(value)}
    </Text>
  );
}
