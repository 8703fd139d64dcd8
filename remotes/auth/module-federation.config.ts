import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederation } from '../../rsbuild.config';

export default createModuleFederationConfig(remoteFederation('auth', { './app': './src/app.tsx', './setup': './src/setup.tsx' }));
