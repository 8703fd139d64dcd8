import { defineConfig } from '@rsbuild/core';
import { appConfig } from '../../rsbuild.config';
import federation from './module-federation.config';

export default defineConfig(appConfig('staff', federation));
