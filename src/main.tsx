import './app/styles.ts';
import { boot } from './app/boot.tsx';
import { requestConfig } from './app/load-config.ts';

// index.html preloads config.json, so this request is already on its way.
void boot(requestConfig());
