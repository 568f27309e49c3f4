import type { DateTimePickerProps } from '@mantine/dates';

/**
 * Names for the date-time picker's controls, which Mantine leaves unnamed (its month arrows and
 * confirm button) or names by their placeholder (the hours and minutes read "--"); and the
 * picker's own name with the date it holds (the button read only "From").
 */
export function dateTimeNames(label: string, value: string | null): Partial<DateTimePickerProps> {
  return {
    'aria-label': `${label}: ${value ?? 'not set'}`,
    ariaLabels: {
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
      monthLevelControl: 'Choose the month',
      yearLevelControl: 'Choose the year',
    },
    timePickerProps: {
      hoursInputLabel: 'Hours',
      minutesInputLabel: 'Minutes',
      secondsInputLabel: 'Seconds',
    },
    submitButtonProps: { 'aria-label': 'Use this date and time' },
  };
}
