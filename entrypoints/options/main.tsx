import { render } from 'preact';

function Options() {
  return <main>Settings</main>;
}

const root = document.getElementById('app');
if (root) render(<Options />, root);
