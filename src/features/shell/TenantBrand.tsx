import { useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isHttpUrl } from '@/api/common';
import { tenantQueries } from '@/api/tenant/queries';
import { cx, m } from '@/components/plain/mantine';
import { PlainText } from '@/components/plain/PlainText';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';
import classes from './AppLayout.module.css';

/** The key's tenant, for the brand: the shell's loader asks for it beside the screen's data. */
export function brandQuery(apiKey: string | null) {
  const tenantId = readClaims(apiKey)?.tenantId ?? null;
  return {
    ...tenantQueries.detail(tenantId ?? 0),
    enabled: tenantId !== null,
    staleTime: 5 * 60_000,
  };
}

/**
 * The tenant beside the product mark: its logo for the current theme (the dark logo in the dark
 * theme, else the light one), or its name when there is none or the image does not load.
 */
export function TenantBrand() {
  const { apiKey } = useConnection();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { data: tenant } = useQuery(brandQuery(apiKey));
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (!tenant) return null;
  const dark = isHttpUrl(tenant.darkLogo) ? tenant.darkLogo : undefined;
  const light = isHttpUrl(tenant.logoLight) ? tenant.logoLight : undefined;
  const src = scheme === 'dark' ? (dark ?? light) : light;
  const name = tenant.name || `Tenant ${tenant.id}`;
  const showLogo = src !== undefined && loaded === src;
  return (
    <div className={cx(classes.tenant, 'mantine-visible-from-xs')}>
      <div
        className={m.divider}
        data-orientation="vertical"
        role="separator"
        aria-orientation="vertical"
      />
      {/* The name stands in until the logo has loaded, and for good when it cannot. */}
      {src && failed !== src && (
        <img
          key={src}
          src={src}
          alt={name}
          className={showLogo ? classes.tenantLogo : classes.loading}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
      {!showLogo && (
        <PlainText size="sm" fw={600} truncate className={classes.tenantName} title={name}>
          {name}
        </PlainText>
      )}
    </div>
  );
}
