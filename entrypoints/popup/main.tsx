import { render } from 'preact';
import '../../assets/styles/theme.css';
import { PopupContainer } from './app';

const root = document.getElementById('app');
if (root) render(<PopupContainer />, root);
