import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground({
  type: 'module',
  main() {
    // Listeners are registered synchronously here so that events which wake the worker are
    // never lost (see lib/background/ for the handlers).
  },
});
