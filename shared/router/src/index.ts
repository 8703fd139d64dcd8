/**
 * The one routing surface every app imports. It is the shared singleton (not
 * react-router itself), so the browser downloads only the parts of react-router
 * listed here, once.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
