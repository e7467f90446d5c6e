'use client';

import { Component, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

import { reloadIfRedeployed } from '@/lib/app/chunk-reload';

interface LoadFailureProps {
  /**
   * The part could not load, and no newer build explains it (the connection dropped): the caller says so where the
   * visitor asked for it, with a way to try again (a part made with retryableLazy: `forget()` it, then mount it anew).
   */
  onFailed: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Around a part whose code or data loads when the visitor opens it (a dialog, a viewer): what it throws while it
 * loads shows nothing here instead of taking the whole page to the error screen. When a newer build is live, the
 * page reloads instead, as the part's files went with the old build (lib/app/chunk-reload.ts).
 */
export default class LoadFailure extends Component<LoadFailureProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    void reloadIfRedeployed().then((reloading) => {
      if (!reloading) this.props.onFailed(error);
    });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface RetryableLazy<P> {
  /** The lazy component to render now: the same one until forgotten, so an opened part renders at once once loaded. */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** After a failed load: the next `current()` loads anew (React.lazy keeps a failed load for good). */
  forget: () => void;
}

/** A React.lazy component that can be tried again after its load failed. */
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let component = lazy(load);
  return {
    current: () => component,
    forget: () => {
      component = lazy(load);
    },
  };
}

/**
 * A retryable part shown inside a LoadFailure, with the caller's own word when it fails: whether its load failed,
 * the boundary's key (each attempt mounts the part anew), and the two handlers.
 */
export function useRetryablePart<P>(part: RetryableLazy<P>) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return {
    failed,
    attempt,
    onFailed: () => {
      part.forget();
      setFailed(true);
    },
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
