import { createContext, useContext } from 'react';
import type { PortalConfig } from '../schemas/runtime-config.ts';

/** Runtime config, loaded from /config.json before the app renders. */
export const ConfigContext = createContext<PortalConfig | null>(null);

export function useConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the app providers');
  return config;
}
