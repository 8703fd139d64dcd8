import type { ComponentType } from 'react';
import { Route, Routes } from '@panel/router';
import { routesOwnedBy, type RemoteName } from '@panel/rules';
import { NotBuiltYet } from './NotBuiltYet';
import { NotFound } from './NotFound';

interface RemoteRoutesProps {
  owner: RemoteName;
  /** Screens by route id; a route with no screen yet shows the not-built notice. */
  screens: Partial<Record<string, ComponentType>>;
}

/** A remote's routes, taken from the shared route table so shell and remote never disagree. */
export function RemoteRoutes({ owner, screens }: RemoteRoutesProps) {
  return (
    <Routes>
      {routesOwnedBy(owner).map((route) => {
        const Screen = screens[route.id];
        return (
          <Route
            key={route.id}
            path={route.path}
            element={Screen ? <Screen /> : <NotBuiltYet title={route.title} />}
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
