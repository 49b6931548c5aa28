import { useAppContext } from '../app/app-context.tsx';
import { navigate } from '../app/router.tsx';
import type { Finish } from './finish-interaction.ts';
import { clearFlowState } from './flow-state.ts';
import { clearMfaStep, mfaStepPath } from './mfa-step-store.ts';

/**
 * Where a submitted interaction leads: the application, the profile page, an MFA page, or back
 * to sign-in.
 */
export const useFinish = () => {
  const { redirect } = useAppContext();
  return (finish: Finish) => {
    if ('redirectTo' in finish) {
      clearFlowState();
      clearMfaStep();
      redirect(finish.redirectTo);
    } else if ('mfa' in finish) {
      navigate(mfaStepPath(finish.mfa));
    } else if ('missingProfile' in finish) {
      navigate('/continue');
    } else {
      clearFlowState();
      navigate('/sign-in', { replace: true });
    }
  };
};
