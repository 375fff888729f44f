import './app/styles.ts';
import { boot } from './app/boot.tsx';

// index.html preloads config.json, so this request is already on its way.
void boot(fetch('/config.json'));
