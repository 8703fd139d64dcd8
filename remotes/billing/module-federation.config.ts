import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederation } from '../../rsbuild.config';

export default createModuleFederationConfig(remoteFederation('billing', { './app': './src/app.tsx' }));
