/**
 * Detector severity numbers of the real console (real-service notes): Auto -1, Info 0,
 * Low 0.15, Medium 0.25, High 0.5, Critical 0.75; any other number reads by its lower bound.
 */
export const SEVERITY_PRESETS = [
  { value: -1, label: 'Auto' },
  { value: 0, label: 'Info' },
  { value: 0.15, label: 'Low' },
  { value: 0.25, label: 'Medium' },
  { value: 0.5, label: 'High' },
  { value: 0.75, label: 'Critical' },
] as const;

export type SeverityLabel = (typeof SEVERITY_PRESETS)[number]['label'];

export function severityLabel(n: number): SeverityLabel {
  if (n < 0) return 'Auto';
  if (n >= 0.75) return 'Critical';
  if (n >= 0.5) return 'High';
  if (n >= 0.25) return 'Medium';
  if (n >= 0.15) return 'Low';
  return 'Info';
}

/** Colours of the real console: Critical red, High orange, Medium yellow, Low light blue, Info grey. */
export const SEVERITY_COLORS: Record<SeverityLabel, string> = {
  Auto: 'violet',
  Info: 'gray',
  Low: 'cyan',
  Medium: 'yellow',
  High: 'orange',
  Critical: 'red',
};

/** The severity of a detector config, when it has one. */
export function configSeverity(config: Record<string, unknown> | null | undefined): number | null {
  const s = config?.severity;
  return typeof s === 'number' && Number.isFinite(s) ? s : null;
}

/** A stored alert's severity text (`HIGH`) as the console's label; undefined when unknown. */
export function labelOfSeverityText(text: string | null | undefined): SeverityLabel | undefined {
  const t = text?.trim().toLowerCase();
  return SEVERITY_PRESETS.find((p) => p.label.toLowerCase() === t)?.label;
}
