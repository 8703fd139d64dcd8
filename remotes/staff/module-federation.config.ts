import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederation } from '../../rsbuild.config';

export default createModuleFederationConfig(remoteFederation('staff', { './app': './src/app.tsx' }));
