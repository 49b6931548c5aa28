import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine measures elements and watches media queries; happy-dom lacks some of these APIs.
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosize Textarea listens to font loading; happy-dom has no `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

// The machine is shared; lazy routes and Mantine transitions can take over a second under load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
