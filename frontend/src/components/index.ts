// Dialog and Tooltip are imported from their own files so their code stays out of the shell chunk.
import './components.css';

export { Badge, type BadgeTone } from './Badge';
export { Button, ButtonLink } from './Button';
export { Card } from './Card';
export { ProgressBar } from './ProgressBar';
export { Skeleton, Spinner } from './Skeleton';
export { Tabs, type TabItem } from './Tabs';
export { ToastProvider, useToast, TOAST_DURATION_MS } from './Toast';
