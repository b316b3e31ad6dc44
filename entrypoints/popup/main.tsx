import { render } from 'preact';

function Popup() {
  return <main>Workplace Knowledge</main>;
}

const root = document.getElementById('app');
if (root) render(<Popup />, root);
