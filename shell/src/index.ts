// Named so the page can preload it alongside main.js (FIRST_SCREEN_CHUNKS in shared-ui/federation).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
