#include "core/stats/rnsb.h"

#include <Eigen/Cholesky>

#include <cmath>

namespace isoscope {

namespace {

// log(1 + exp(-m)) without overflow.
double softplusOfNegative(double m)
{
    return m > 0 ? std::log1p(std::exp(-m)) : -m + std::log1p(std::exp(m));
}

// sigma(-m) = 1 / (1 + exp(m)).
double sigmoidOfNegative(double m)
{
    return 1.0 / (1.0 + std::exp(m));
}

} // namespace

double LogisticFit::probability(const Eigen::VectorXd &x) const
{
    return sigmoidOfNegative(-(weights.dot(x) + bias));
}

Result<LogisticFit> fitLogisticRegression(const MatrixD &features, const std::vector<int> &labels, double C)
{
    const Eigen::Index n = features.rows();
    if (n == 0)
        return makeError(ErrorCode::InvalidArgument, "the classifier has no training example");
    if (static_cast<std::size_t>(n) != labels.size())
        return makeError(ErrorCode::InvalidArgument, "the classifier needs one label per example");
    if (!(C > 0))
        return makeError(ErrorCode::InvalidArgument, "the classifier's C must be positive");
    bool positive = false, negative = false;
    for (int label : labels) {
        if (label != 1 && label != -1)
            return makeError(ErrorCode::InvalidArgument, "a label is neither +1 nor -1");
        positive = positive || label == 1;
        negative = negative || label == -1;
    }
    if (!positive || !negative)
        return makeError(ErrorCode::InvalidArgument, "the classifier needs examples of both labels");

    const Eigen::Index p = features.cols() + 1;
    Eigen::MatrixXd Z(n, p); // the examples with the bias feature
    Z.leftCols(features.cols()) = features;
    Z.col(p - 1).setOnes();
    Eigen::VectorXd y(n);
    for (Eigen::Index i = 0; i < n; ++i)
        y(i) = labels[static_cast<std::size_t>(i)];
    const Eigen::MatrixXd K = Z * Z.transpose();

    const auto objective = [&](const Eigen::VectorXd &theta) {
        const Eigen::VectorXd margins = y.cwiseProduct(Z * theta);
        double loss = 0;
        for (Eigen::Index i = 0; i < n; ++i)
            loss += softplusOfNegative(margins(i));
        return 0.5 * theta.squaredNorm() + C * loss;
    };

    // s_i = sigma(-m_i) and the gradient theta - C Z^T (y o s) at theta.
    const auto gradientAt = [&](const Eigen::VectorXd &theta, Eigen::VectorXd &s) {
        const Eigen::VectorXd margins = y.cwiseProduct(Z * theta);
        s.resize(n);
        for (Eigen::Index i = 0; i < n; ++i)
            s(i) = sigmoidOfNegative(margins(i));
        return Eigen::VectorXd(theta - C * Z.transpose() * y.cwiseProduct(s));
    };

    Eigen::VectorXd theta = Eigen::VectorXd::Zero(p);
    LogisticFit fit;
    double value = objective(theta);
    Eigen::VectorXd s;
    Eigen::VectorXd gradient = gradientAt(theta, s);
    fit.gradientNorm = gradient.norm();
    for (std::size_t iteration = 0; iteration < 100 && fit.gradientNorm > 1e-12; ++iteration) {
        // Newton step H^-1 g with H = I + C Z^T D Z, D = diag(s (1 - s)), by Woodbury in the sample
        // space: H^-1 g = g - Z^T R (I / C + R K R)^-1 R Z g, R = D^(1/2).
        const Eigen::VectorXd root = (s.array() * (1.0 - s.array())).sqrt().matrix();
        Eigen::MatrixXd M = root.asDiagonal() * K * root.asDiagonal();
        M.diagonal().array() += 1.0 / C;
        const Eigen::VectorXd inner = M.ldlt().solve(root.cwiseProduct(Z * gradient));
        const Eigen::VectorXd step = gradient - Z.transpose() * root.cwiseProduct(inner);
        const double slope = gradient.dot(step);
        // Backtracking (Armijo) on the objective; near the minimum, where its decrease is below what
        // a double resolves, the full step is taken when it shrinks the gradient (Newton's
        // quadratic convergence), so that the iteration does not stall at a gradient of 1e-8.
        double t = 1.0;
        Eigen::VectorXd candidate, candidateS, candidateGradient;
        for (;;) {
            candidate = theta - t * step;
            candidateGradient = gradientAt(candidate, candidateS);
            const double candidateValue = objective(candidate);
            if (candidateValue <= value - 1e-4 * t * slope
                || (t == 1.0 && candidateGradient.norm() < fit.gradientNorm
                    && candidateValue <= value + 1e-12 * std::abs(value))) {
                value = candidateValue;
                break;
            }
            t /= 2;
            if (t < 1e-12)
                break;
        }
        if (t < 1e-12)
            break; // no step decreases the objective any more
        theta = std::move(candidate);
        s = std::move(candidateS);
        gradient = std::move(candidateGradient);
        fit.gradientNorm = gradient.norm();
        fit.iterations = iteration + 1;
    }
    fit.weights = theta.head(p - 1);
    fit.bias = theta(p - 1);
    return fit;
}

Result<RnsbResult> relativeNegativeSentimentBias(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B)
{
    MatrixD training(A.rows() + B.rows(), A.cols());
    training.topRows(A.rows()) = unitRows(A);
    training.bottomRows(B.rows()) = unitRows(B);
    std::vector<int> labels(static_cast<std::size_t>(A.rows()), 1);
    labels.resize(static_cast<std::size_t>(training.rows()), -1);
    auto fit = fitLogisticRegression(training, labels);
    if (!fit)
        return fit.error();
    RnsbResult result;
    result.fit = std::move(fit).value();
    std::size_t correct = 0;
    for (Eigen::Index i = 0; i < training.rows(); ++i) {
        const bool saysA = result.fit.probability(training.row(i).transpose()) > 0.5;
        correct += saysA == (labels[static_cast<std::size_t>(i)] == 1);
    }
    result.accuracy = static_cast<double>(correct) / static_cast<double>(training.rows());
    double total = 0;
    const auto negative = [&](const MatrixD &targets, std::vector<double> &out) {
        const MatrixD t = unitRows(targets);
        for (Eigen::Index i = 0; i < t.rows(); ++i) {
            out.push_back(sigmoidOfNegative(result.fit.weights.dot(t.row(i).transpose()) + result.fit.bias));
            total += out.back();
        }
    };
    negative(X, result.probabilityX);
    negative(Y, result.probabilityY);
    const double count = static_cast<double>(result.probabilityX.size() + result.probabilityY.size());
    double divergence = 0;
    for (const auto *list : {&result.probabilityX, &result.probabilityY})
        for (double q : *list) {
            const double p = q / total;
            divergence += p * std::log(p * count);
        }
    result.divergence = divergence;
    return result;
}

} // namespace isoscope
