// The kit catalogue (/__kit), a development-only entry: see shell/rsbuild.config.ts.
// The async boundary lets the federation runtime negotiate shared singletons first.
void import('./bootstrap');
