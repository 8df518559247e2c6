/**
 * `shared-ui/router`: the routing API of the back office, re-exported from react-router-dom.
 *
 * Why a facade: a federation-shared module keeps every export (the consumer might need any of them), and
 * react-router 7 whole is ~60 KB gzip — a quarter of the login page's budget. This facade is the shared singleton
 * instead (so there is still one router context for the shell and every remote), and webpack tree-shakes
 * react-router inside it to what is listed here. Lint forbids importing react-router(-dom) anywhere else.
 * Need another export? Add it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  createRoutesFromChildren,
  generatePath,
  matchPath,
  matchRoutes,
  redirect,
  replace,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useOutlet,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type {
  LoaderFunctionArgs,
  NavigateFunction,
  Params,
  Location,
  RouteObject,
  ShouldRevalidateFunction,
  To,
} from 'react-router-dom';
