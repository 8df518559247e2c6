// The async boundary Module Federation needs before anything imports a shared module; named for readable builds.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
