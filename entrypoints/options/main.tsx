import { render } from 'preact';
import '../../assets/styles/theme.css';
import { OptionsScreen } from '../../components/options/options-screen';

const root = document.getElementById('app');
if (root) render(<OptionsScreen />, root);
