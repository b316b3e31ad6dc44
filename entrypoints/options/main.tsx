import { render } from 'preact';
import '../../assets/styles/theme.css';
import './options.css';
import { OptionsApp } from './options-app';

const root = document.getElementById('app');
if (root) render(<OptionsApp />, root);
