/**
 * `shared-ui`: what the whole back office shares, the login page included, so it stays small: the contract, the API
 * client, the session context, notifications, the theme. Signed-in screens' parts live in `shared-ui/components`.
 */
export * from './contract';
export { createAppTheme } from './theme/createAppTheme';
export { AppProviders } from './core/AppProviders';
export { SessionContext, useSession, useSessionContext } from './session/SessionContext';
export type { SessionInfo, SessionContextValue } from './session/SessionContext';
export type { RemoteAppProps } from './remote/RemoteAppProps';
export { notify, notificationQueue } from './core/notify';
export type { Notification, NotificationSeverity } from './core/notify';
export { NotificationHost } from './core/NotificationHost';
export type { NotificationHostProps } from './core/NotificationHost';
export { api, apiUrl, configureApi, onApiEvent, unwrap, ApiError } from './api/apiClient';
export type { ApiEvent, ApiResponse, ApiConfig } from './api/apiClient';
