import { render } from 'preact';
import '../../assets/styles/theme.css';
import { DraftScreen } from '../../components/drafts/draft-screen';

const root = document.getElementById('app');
if (root) render(<DraftScreen />, root);
