/**
 * Mantine's own class maps: the names its stylesheet styles (`m_…`), read from the installed
 * @mantine/core (alias in vite.config.ts). See src/components/plain/mantine.ts.
 */
declare module '@mantine-classes/*' {
  const classes: Record<string, string>;
  // eslint-disable-next-line no-restricted-syntax -- Mantine's class modules export a default map.
  export default classes;
}
