import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The bench's anchor (bench/web.ts): the smallest React app Vite's own template makes, one component
// rendered in the browser, built with the app (scripts/lib.mjs) and served by the same server. Its
// Lighthouse score, measured in the same run as the app's first screens, says what the machine's load
// allows a React page at that moment.
function Anchor() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        count is {count}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Anchor />
  </StrictMode>,
);
