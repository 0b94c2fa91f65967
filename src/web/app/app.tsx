import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      {/* Not in a transition: the screen shown is always the address's. In one, the screen being left
          stayed, live, until the next one's code came, and what a person typed into it for the next
          (the e-mail of /login, typed into /verify-email's field) was lost (decision 031). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
