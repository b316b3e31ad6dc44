import { render } from 'preact';
import '../../assets/styles/theme.css';
import { DraftPageContainer } from './app';

const root = document.getElementById('app');
if (root) render(<DraftPageContainer />, root);
