import { render } from 'preact';
import '../../assets/styles/theme.css';
import { OptionsScreen } from '../../components/options/options-screen';
import { forgetMirrorOnConnectionChange } from '../../lib/ui/first-screen-mirror';

// Connections change here: the popup's copy of its first screen is forgotten with the old one.
forgetMirrorOnConnectionChange();
const root = document.getElementById('app');
if (root) render(<OptionsScreen />, root);
